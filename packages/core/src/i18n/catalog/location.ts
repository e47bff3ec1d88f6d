import { defineArea } from '../define.js';

export const location = defineArea({
  en: {},
  ar: {},
});
