import { defineArea } from '../define.js';

export const common = defineArea({
  en: {},
  ar: {},
});
