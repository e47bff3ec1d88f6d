import { defineArea } from '../define.js';

export const theme = defineArea({
  en: {},
  ar: {},
});
