/** Staff's decision in the admin: once, RECEIVED → ACCEPTED | REFUSED (with reason); the customer told (docs/insights-self-reading.md). */
import { staffDecisionLifecycles } from '../../../../portal/core/staff-decision-lifecycles';
import { afterReadingUpdate, guardReadingUpdate } from '../../../../portal/insights/self-reading/review';

export default staffDecisionLifecycles({ statusField: 'readingStatus', guard: guardReadingUpdate, after: afterReadingUpdate });
