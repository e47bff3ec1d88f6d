import { defineArea } from '../define.js';

export const footer = defineArea({
  en: {},
  ar: {},
});
