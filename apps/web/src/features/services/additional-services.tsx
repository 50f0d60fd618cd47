import type { ReactNode } from 'react';

export interface AdditionalService {
  id: string;
  /** Message ids (see src/locales): the page says them with t(). */
  title: string;
  text: string;
  /** Two colours of the artwork's gradient. */
  colors: [string, string];
  icon: ReactNode;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** SPEC §1: the additional services: money exchange, ship rental, car rental, hotel booking. */
export const additionalServices: AdditionalService[] = [
  {
    id: 'money-exchange',
    title: 'services.moneyExchange.title',
    text: 'services.moneyExchange.text',
    colors: ['#0f5132', '#198754'],
    icon: (
      <g {...stroke}>
        <circle cx="24" cy="28" r="14" />
        <path d="M24 20v16M28 23.5c-1-1.5-2.5-2-4-2-2.5 0-4 1.3-4 3s1.5 2.5 4 3 4 1.3 4 3-1.5 3-4 3c-1.7 0-3.2-.6-4.2-2" />
        <path d="M44 16h12l-4-4M56 16l-4 4M60 44H48l4 4M48 44l4-4" />
        <circle cx="48" cy="30" r="6" />
      </g>
    ),
  },
  {
    id: 'ship-rental',
    title: 'services.shipRental.title',
    text: 'services.shipRental.text',
    colors: ['#052c65', '#0d6efd'],
    icon: (
      <g {...stroke}>
        <path d="M10 40h44l-6 10H16z" />
        <path d="M18 40V28h26v12M24 28v-8h12v8M30 20v-6" />
        <path d="M6 56c4 0 4-2 8-2s4 2 8 2 4-2 8-2 4 2 8 2 4-2 8-2 4 2 8 2" />
      </g>
    ),
  },
  {
    id: 'car-rental',
    title: 'services.carRental.title',
    text: 'services.carRental.text',
    colors: ['#58151c', '#dc3545'],
    icon: (
      <g {...stroke}>
        <path d="M8 40v-8l6-12h36l6 12v8z" />
        <path d="M14 32h36M22 20l-2 12M42 20l2 12" />
        <circle cx="18" cy="42" r="5" />
        <circle cx="46" cy="42" r="5" />
      </g>
    ),
  },
  {
    id: 'hotel-booking',
    title: 'services.hotelBooking.title',
    text: 'services.hotelBooking.text',
    colors: ['#3d0a91', '#6f42c1'],
    icon: (
      <g {...stroke}>
        <path d="M12 54V14h28v40M40 26h12v28M8 54h48" />
        <path d="M19 22h4M29 22h4M19 30h4M29 30h4M19 38h4M29 38h4M46 34h2M46 42h2" />
        <path d="M23 54v-8h6v8" />
      </g>
    ),
  },
];

/** A service's artwork: a gradient panel with its line icon (no downloaded photos). */
export function ServiceArt({ service, className = '' }: { service: AdditionalService; className?: string }) {
  return (
    <div
      className={`service-art d-flex align-items-center justify-content-center text-white ${className}`}
      style={{ background: `linear-gradient(135deg, ${service.colors[0]} 0%, ${service.colors[1]} 100%)` }}
    >
      <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
        {service.icon}
      </svg>
    </div>
  );
}
