import { RotatingCarousel } from './rotating-carousel';
import { t } from '../../../i18n/i18n';

const offers = [
  // Only offers the prices keep (issue 35): the lap infant's domestic fare is 0 (shared party-fare.ts); the early-bird
  // 15% was withdrawn, since no fare rule gives it (decision "passenger types at search and offers kept").
  {
    key: 'family',
    kicker: 'offers.family.kicker',
    title: 'offers.family.title',
    text: 'offers.family.text',
    colors: ['#7a2e0b', '#b53d0a'],
  },
  {
    key: 'platinum',
    kicker: 'offers.platinum.kicker',
    title: 'offers.platinum.title',
    text: 'offers.platinum.text',
    colors: ['#1b4332', '#2d6a4f'],
  },
] as const;

/** A paper plane over clouds, drawn inline: the offers need no downloaded photo. */
function OfferArt() {
  return (
    <svg viewBox="0 0 200 120" className="offer-art" aria-hidden="true" focusable="false">
      <g fill="rgba(255,255,255,0.18)">
        <ellipse cx="50" cy="95" rx="40" ry="14" />
        <ellipse cx="150" cy="100" rx="46" ry="16" />
        <ellipse cx="110" cy="30" rx="30" ry="10" />
      </g>
      <path d="M30 70 L175 20 L120 95 L100 72 Z" fill="#fff" />
      <path d="M100 72 L175 20 L95 88 Z" fill="rgba(255,255,255,0.7)" />
      <path d="M20 78 q40 -6 78 -6" stroke="rgba(255,255,255,0.6)" strokeWidth="2" strokeDasharray="5 5" fill="none" />
    </svg>
  );
}

/** SPEC §2 offers carousel; turns every 4 s (SPEC §9). */
export function OffersCarousel() {
  return (
    <RotatingCarousel
      label={t('home.offers')}
      interval={4000}
      className="offers-carousel rounded-4 overflow-hidden shadow-sm"
      slides={offers.map((offer) => ({
        key: offer.key,
        content: (
          <div className="offer-slide d-flex align-items-center" style={{ background: `linear-gradient(120deg, ${offer.colors[0]}, ${offer.colors[1]})` }}>
            <div className="offer-text text-white">
              <p className="text-uppercase small fw-semibold mb-2 offer-kicker">{t(offer.kicker)}</p>
              <h3 className="h2 fw-bold">{t(offer.title)}</h3>
              <p className="mb-0">{t(offer.text)}</p>
            </div>
            <OfferArt />
          </div>
        ),
      }))}
    />
  );
}
