/** Staff moves in the admin: one step at a time, recorded in the history; an approval carries out the anonymization. */
import { staffDecisionLifecycles } from '../../../../portal/core/staff-decision-lifecycles';
import { afterRequestUpdate, guardRequestUpdate } from '../../../../portal/privacy/requests';

export default staffDecisionLifecycles({ statusField: 'requestStatus', guard: guardRequestUpdate, after: afterRequestUpdate });
