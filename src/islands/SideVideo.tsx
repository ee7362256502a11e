/**
 * The special paragraph's side video (spec 04 §4.6): the thumbnail and a play icon cover the
 * video until its first play; a click anywhere on it toggles play/pause; it loops, at the
 * spec's volume. The whole surface is one button, so it works with the keyboard too.
 */
import { useEffect, useRef, useState } from 'react';
import { VIDEO_VOLUME } from '@domain/constants';
import styles from './SideVideo.module.css';

interface Props {
  src: string;
  type?: string | undefined;
  /** Optimized thumbnail URL shown until the first play. */
  poster?: string | undefined;
  /** What the video shows, for the button's label. */
  title: string;
  size: number;
}

export default function SideVideo({ src, type, poster, title, size }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (video.current) video.current.volume = VIDEO_VOLUME;
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      // play() rejects when the browser refuses (e.g. unsupported format); the button stays "play".
      element.play().catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  };

  return (
    <div className={styles.frame} style={{ maxWidth: size }}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the block (spec 04 §4.6) carries no captions file to point a <track> at */}
      <video
        ref={video}
        className={styles.video}
        loop
        playsInline
        preload={poster ? 'none' : 'metadata'}
        width={size}
        height={size}
        onPlay={() => {
          setStarted(true);
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
      >
        <source src={src} type={type} />
      </video>
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-label={`${playing ? 'Pausar' : 'Reproduzir'} vídeo: ${title}`}
        data-state={playing ? 'playing' : 'paused'}
      >
        {!started && (
          <>
            {poster && <img className={styles.poster} src={poster} alt="" width={size} height={size} loading="lazy" decoding="async" />}
            <span className={styles.play} aria-hidden="true" />
          </>
        )}
      </button>
    </div>
  );
}
