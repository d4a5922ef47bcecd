import { useEffect, useRef, useState } from "react";
import { STRINGS } from "../../lib/constants";

export const SNORE_SOUNDS = ["/sounds/snurk-1.mp3", "/sounds/snurk-2.mp3", "/sounds/snurk-3.mp3"] as const;

/** The playful button of the error page: plays one of three snoring sounds, 'Wakker worden!' stops it. */
export function SnoreButton() {
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = () => {
    if (playing && audio.current) {
      audio.current.pause();
      audio.current.currentTime = 0;
      setPlaying(false);
      return;
    }
    const src = SNORE_SOUNDS[Math.floor(Math.random() * SNORE_SOUNDS.length)]!;
    const a = new Audio(src);
    audio.current = a;
    a.dataset.sound = src;
    a.addEventListener("ended", () => setPlaying(false));
    setPlaying(true);
    a.play().catch((err: unknown) => {
      console.warn("snore sound could not play", err);
      setPlaying(false);
    });
  };
  return (
    <button type="button" className="btn btn--ghost snore-button" onClick={toggle} aria-pressed={playing}>
      {playing ? STRINGS.snorePlaying : STRINGS.snoreIdle}
    </button>
  );
}
