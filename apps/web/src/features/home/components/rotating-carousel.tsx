import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { t } from '../../../i18n/i18n';

interface RotatingCarouselProps {
  /** Names the carousel for screen readers and its buttons, e.g. "Offers". */
  label: string;
  interval: number;
  slides: { key: string; content: ReactNode }[];
  className?: string;
  /** 'dark' draws the controls dark, for slides on a light background. */
  variant?: 'dark';
}

/** Bootstrap's slide transition (.carousel-item { transition: transform .6s }). */
const SLIDE_MS = 600;
const SWIPE_PX = 40;

interface Turn {
  to: number;
  direction: 'next' | 'prev';
  moving: boolean;
}

/**
 * A carousel on Bootstrap's carousel styles that turns by itself (SPEC §9 intervals), with labelled
 * previous/next buttons, slide indicators and a Pause/Play button. Like react-bootstrap's (which it
 * replaces, to keep the home page light) it pauses under the pointer, follows the arrow keys and swipes,
 * and stays still for visitors who asked for reduced motion.
 */
export function RotatingCarousel({ label, interval, slides, className = '', variant }: RotatingCarouselProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [index, setIndex] = useState(0);
  const [turn, setTurn] = useState<Turn | null>(null);
  const [round, setRound] = useState(0);
  const items = useRef<(HTMLDivElement | null)[]>([]);
  const touchX = useRef<number | null>(null);
  const count = slides.length;
  const active = Math.min(index, Math.max(count - 1, 0));
  const still = paused || reducedMotion;

  const goTo = (to: number, direction: 'next' | 'prev') => {
    if (turn || to === active || count < 2) return;
    if (reducedMotion) setIndex(to);
    else setTurn({ to, direction, moving: false });
  };
  const next = () => goTo((active + 1) % count, 'next');
  const prev = () => goTo((active - 1 + count) % count, 'prev');

  // The incoming slide is placed beside the active one, laid out, then both move (Bootstrap's sequence).
  useLayoutEffect(() => {
    if (!turn || turn.moving) return;
    void items.current[turn.to]?.offsetHeight;
    setTurn({ ...turn, moving: true });
  }, [turn]);

  useEffect(() => {
    if (!turn?.moving) return;
    const timer = setTimeout(() => {
      setIndex(turn.to);
      setTurn(null);
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [turn]);

  useEffect(() => {
    if (still || hovered || turn || count < 2) return;
    const timer = setTimeout(() => {
      // In a hidden tab it waits for the next round instead.
      if (document.hidden) setRound((r) => r + 1);
      else next();
    }, interval);
    return () => clearTimeout(timer);
    // `next` reads active, turn and count, which are all listed.
  }, [still, hovered, turn, count, active, interval, round]);

  // Whole class names (not built from parts), so the build's CSS trimming sees them.
  const itemClass = (i: number) => {
    const edge = turn?.direction === 'next' ? 'carousel-item-start' : 'carousel-item-end';
    const from = turn?.direction === 'next' ? 'carousel-item-next' : 'carousel-item-prev';
    if (turn && i === turn.to) return `carousel-item ${from}${turn.moving ? ` ${edge}` : ''}`;
    if (i === active) return `carousel-item active${turn?.moving ? ` ${edge}` : ''}`;
    return 'carousel-item';
  };
  const shown = turn?.to ?? active;

  return (
    <div className={`rotating-carousel position-relative ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        className={`carousel${reducedMotion ? '' : ' slide'}${variant === 'dark' ? ' carousel-dark' : ''}`}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onKeyDown={(event) => {
          if (/input|textarea/i.test((event.target as HTMLElement).tagName)) return;
          if (event.key === 'ArrowLeft') prev();
          else if (event.key === 'ArrowRight') next();
        }}
        onTouchStart={(event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchX.current;
          const end = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          if (end < start) next();
          else prev();
        }}
      >
        {/* Past ten slides the dots would run off a phone's width; the arrows still reach every slide. */}
        {count > 1 && count <= 10 && (
          <div className="carousel-indicators">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                data-bs-target=""
                aria-label={t('carousel.slide', { number: i + 1 })}
                aria-current={i === shown}
                className={i === shown ? 'active' : undefined}
                onClick={() => goTo(i, i > active ? 'next' : 'prev')}
              />
            ))}
          </div>
        )}
        <div className="carousel-inner">
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              ref={(element) => {
                items.current[i] = element;
              }}
              className={itemClass(i)}
              aria-roledescription="slide"
              aria-label={t('carousel.position', { number: i + 1, count })}
            >
              {slide.content}
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button type="button" className="carousel-control-prev" onClick={prev}>
              <span className="carousel-control-prev-icon" aria-hidden="true" />
              <span className="visually-hidden">{t('carousel.previous', { label: label.toLowerCase() })}</span>
            </button>
            <button type="button" className="carousel-control-next" onClick={next}>
              <span className="carousel-control-next-icon" aria-hidden="true" />
              <span className="visually-hidden">{t('carousel.next', { label: label.toLowerCase() })}</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && !reducedMotion && (
        <button
          type="button"
          className={`btn btn-sm ${variant === 'dark' ? 'btn-outline-dark' : 'btn-light'} carousel-pause`}
          aria-pressed={paused}
          aria-label={t(paused ? 'carousel.play' : 'carousel.pause', { label: label.toLowerCase() })}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? '▶' : '❚❚'}
        </button>
      )}
    </div>
  );
}
