import { type KeyboardEvent, useState } from 'react';
import { carouselSlideLabel, carouselStep } from '../../../../core/carousel';
import { isSafeLink, outboundRel } from '../../../../core/links';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';

export const PinCarousel_pin = graphql(`
  fragment PinCarousel_pin on Pin {
    title
    dominantColor
    carouselImages {
      position
      altText
      title
      link
      imageSpec_736x {
        url
        width
        height
      }
    }
  }
`);

/**
 * A carousel pin's pictures in the close-up, one at a time: Previous and Next buttons, a dot per picture, and the
 * left and right arrow keys once the carousel has focus. Each picture keeps its own alt text, title and link.
 */
export function PinCarousel(props: { pin: FragmentType<typeof PinCarousel_pin> }) {
  const pin = getFragmentData(PinCarousel_pin, props.pin);
  const slides = pin.carouselImages;
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const slide = slides[Math.min(index, count - 1)];
  if (!slide) return null;
  const go = (delta: number) => setIndex((current) => carouselStep(current, delta, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={pin.title ? `${pin.title}, ${count} images` : `${count} images`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys page through the pictures once it has focus.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div
        className="closeup__image carousel__frame"
        style={{
          background: pin.dominantColor,
          aspectRatio: `${slide.imageSpec_736x.width} / ${slide.imageSpec_736x.height}`,
        }}
      >
        <img
          src={slide.imageSpec_736x.url}
          width={slide.imageSpec_736x.width}
          height={slide.imageSpec_736x.height}
          alt={slide.altText || pin.title || carouselSlideLabel(index, count)}
        />
        <button
          type="button"
          className="icon-button carousel__step carousel__step--previous"
          aria-label="Previous image"
          disabled={index === 0}
          onClick={() => go(-1)}
        >
          <ChevronLeftIcon size={20} />
        </button>
        <button
          type="button"
          className="icon-button carousel__step carousel__step--next"
          aria-label="Next image"
          disabled={index === count - 1}
          onClick={() => go(1)}
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {carouselSlideLabel(index, count)}
      </p>
      {slide.title || (slide.link && isSafeLink(slide.link)) ? (
        <p className="carousel__caption">
          {slide.title ? <span>{slide.title}</span> : null}{' '}
          {slide.link && isSafeLink(slide.link) ? (
            <a href={slide.link} rel={outboundRel(slide.link)} target="_blank">
              Visit
            </a>
          ) : null}
        </p>
      ) : null}
      <div className="carousel__dots">
        {slides.map((s, i) => (
          <button
            key={s.position}
            type="button"
            className="carousel__dot"
            aria-label={carouselSlideLabel(i, count)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
