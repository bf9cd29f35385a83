import { useEffect, useRef, useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX, nextScrollLeft } from '../carousel-step';
import type { Review } from '../reviews-api';
import { ReviewCard } from './ReviewCard';

/**
 * The reviews in a row that moves on one card (320 px) every 4 s and goes back to the start near
 * the end. It stands still while the pointer is over it or anything in it has focus, and always for
 * visitors who prefer reduced motion; the buttons and the scrollbar move it by hand.
 */
export function ReviewCarousel({ reviews }: { reviews: Review[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const paused = hovered || focused || reducedMotion;
  // Whether the timer runs (data-autoplay): the server's HTML never has it, so it also tells that the page is live.
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (paused) return undefined;
    setRunning(true);
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (track) track.scrollTo({ left: nextScrollLeft(track), behavior: 'smooth' });
    }, CAROUSEL_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      setRunning(false);
    };
  }, [paused]);

  const move = (direction: 1 | -1) => {
    trackRef.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      data-paused={paused ? 'true' : 'false'}
      data-autoplay={running ? 'running' : 'stopped'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Box
        ref={trackRef}
        role="list"
        aria-label="Reviews"
        tabIndex={0}
        sx={{
          display: 'flex',
          gap: '20px',
          overflowX: 'auto',
          scrollSnapType: 'x proximity',
          py: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
        }}
      >
        {reviews.map((review, index) => (
          <Box role="listitem" key={`${review.authorName}-${index}`} sx={{ display: 'flex' }}>
            <ReviewCard review={review} />
          </Box>
        ))}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'center', gap: 1, mt: 2 }}>
        <IconButton aria-label="Previous reviews" onClick={() => move(-1)} sx={{ border: 1, borderColor: 'divider' }}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label="Next reviews" onClick={() => move(1)} sx={{ border: 1, borderColor: 'divider' }}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
