import { defineArea } from '../define.js';

export const header = defineArea({
  en: {},
  ar: {},
});
