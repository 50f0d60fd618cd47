import { catalogMessages, type LocationKind } from '@tarmac/shared';
import { paths } from '../../app/paths';

export interface LocationKindInfo {
  /** 'Domestic Flight' or 'International Flight', as the navbar names them. */
  label: string;
  /** The kind's back-office pages: add, list, update. */
  pages: (typeof paths.admin.locations)[LocationKind];
  addedText: string;
}

/** Pages and texts of the two location kinds; the screens are the same for both. */
export const locationKinds: Record<LocationKind, LocationKindInfo> = {
  domestic: { label: 'Domestic Flight', pages: paths.admin.locations.domestic, addedText: catalogMessages.domesticAdded },
  international: { label: 'International Flight', pages: paths.admin.locations.international, addedText: catalogMessages.internationalAdded },
};
