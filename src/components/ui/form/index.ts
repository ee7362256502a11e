export { Field } from './Field';
export { TextField } from './TextField';
export { PasswordField } from './PasswordField';
export { MaskedField } from './MaskedField';
export { Checkbox } from './Checkbox';
export { CpfCnpjInput, ConsumerCodeInput } from './DocumentInputs';
