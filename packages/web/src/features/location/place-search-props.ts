/** The place search's props (its look-alike in PlaceSearch.tsx, the combobox in PlaceSearchImpl.tsx). */
export interface PlaceSearchProps {
  size?: 'md' | 'lg';
  /** Inside a dialog the list renders in place, so it stays in the dialog's focus scope. */
  portalled?: boolean;
}
