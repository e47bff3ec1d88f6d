import { defineArea } from '../define.js';

export const language = defineArea({
  en: {},
  ar: {},
});
