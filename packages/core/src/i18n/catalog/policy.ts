import { defineArea } from '../define.js';

export const policy = defineArea({
  en: {},
  ar: {},
});
