import { useState, type ReactNode } from 'react';
import { Button, Carousel } from 'react-bootstrap';
import { useMediaQuery } from '../use-media-query';

interface RotatingCarouselProps {
  /** Names the carousel for screen readers and its buttons, e.g. "Offers". */
  label: string;
  interval: number;
  slides: { key: string; content: ReactNode }[];
  className?: string;
  /** 'dark' draws the controls dark, for slides on a light background. */
  variant?: 'dark';
}

/**
 * A Bootstrap carousel that turns by itself (SPEC §9 intervals) with labelled previous/next buttons,
 * slide indicators and a Pause/Play button; it stays still for visitors who asked for reduced motion.
 */
export function RotatingCarousel({ label, interval, slides, className = '', variant }: RotatingCarouselProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const still = paused || reducedMotion;
  const active = Math.min(index, Math.max(slides.length - 1, 0));

  return (
    <div className={`rotating-carousel position-relative ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <Carousel
        activeIndex={active}
        onSelect={setIndex}
        interval={still ? null : interval}
        slide={!reducedMotion}
        variant={variant}
        controls={slides.length > 1}
        // Past ten slides the dots would run off a phone's width; the arrows still reach every slide.
        indicators={slides.length > 1 && slides.length <= 10}
        prevLabel={`Previous ${label.toLowerCase()} slide`}
        nextLabel={`Next ${label.toLowerCase()} slide`}
      >
        {slides.map((slide, i) => (
          <Carousel.Item key={slide.key} aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
            {slide.content}
          </Carousel.Item>
        ))}
      </Carousel>
      {slides.length > 1 && !reducedMotion && (
        <Button
          type="button"
          size="sm"
          variant={variant === 'dark' ? 'outline-dark' : 'light'}
          className="carousel-pause"
          aria-pressed={paused}
          aria-label={`${paused ? 'Play' : 'Pause'} ${label.toLowerCase()}`}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? '▶' : '❚❚'}
        </Button>
      )}
    </div>
  );
}
