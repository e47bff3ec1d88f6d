/** A configuration switch: 1, '1' and true are on; anything else is off. */
export type Flag = number | string | boolean | null | undefined;

export const isOn = (flag: Flag): boolean => flag === 1 || flag === '1' || flag === true;
