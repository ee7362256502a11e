/**
 * Public surface of the contracting island (spec 04 §4.4): the flow the want-to-hire block
 * mounts. The calls are in `api/`, one per file (reads with their SWR key and hook), the pure
 * page rules in `flow.ts` and the submit's failure messages in `model/`.
 */
export { default as ContractingFlow } from './ContractingFlow';
