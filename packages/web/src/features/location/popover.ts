/** The popover's scroll area height (px): the saved-address list of signed-in users is taller. */
export function locationScrollMaxHeight(signedIn: boolean): number {
  return signedIn ? 475 : 150;
}
