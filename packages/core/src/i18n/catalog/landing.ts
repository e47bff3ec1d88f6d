import { defineArea } from '../define.js';

export const landing = defineArea({
  en: {},
  ar: {},
});
