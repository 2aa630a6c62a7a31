// What other features use of the customer feature (the lead's qualify dialog, the tax invoice filters).
export { type CustomerType, type DuplicateMatch, GRADES, NUMBERLESS_TYPES, TYPE_LABELS, duplicatesOf } from './api/customerApi';
export { BizRegNoInput } from './components/BizRegNoInput';
export { DuplicatePanel } from './components/DuplicatePanel';
export { EMAIL, MOBILE_DIGITS, PHONE_DIGITS, bizRegNoRule, digitsOf, formatPhone } from './components/rules';
export { useIndustries } from './hooks/useIndustries';
