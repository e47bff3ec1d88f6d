import { defineArea } from '../define.js';

export const module = defineArea({
  en: {},
  ar: {},
});
