import { catalogMessages, type LocationKind } from '@tarmac/shared';

export interface LocationKindInfo {
  /** 'Domestic Flight' or 'International Flight', as the navbar names them. */
  label: string;
  addPath: string;
  listPath: string;
  updatePath: (id: string) => string;
  addedText: string;
  api: { create: string; list: string; remove: string; one: (id: string) => string };
}

const id = (value: string) => encodeURIComponent(value);

/** Routes, calls and texts of the two location kinds; the screens are the same for both. */
export const locationKinds: Record<LocationKind, LocationKindInfo> = {
  domestic: {
    label: 'Domestic Flight',
    addPath: '/domesticFlightAdd',
    listPath: '/domesticFlightList',
    updatePath: (value) => `/domesticFlightUpdate/${id(value)}`,
    addedText: catalogMessages.domesticAdded,
    api: {
      create: '/api/upload-domestic-flight',
      list: '/api/show-domestic-flight',
      remove: '/api/delete-domestic-flight',
      one: (value) => `/api/domestic-flights/${id(value)}`,
    },
  },
  international: {
    label: 'International Flight',
    addPath: '/internationalFlightAdd',
    listPath: '/internationalFlightList',
    updatePath: (value) => `/internationalFlightUpdate/${id(value)}`,
    addedText: catalogMessages.internationalAdded,
    api: {
      create: '/api/upload-international-flight',
      list: '/api/show-international-flight',
      remove: '/api/delete-international-flight',
      one: (value) => `/api/international-flights/${id(value)}`,
    },
  },
};
