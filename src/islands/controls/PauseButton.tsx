/** The pause/resume button every automatic rotation needs (WCAG 2.2.2 Pause, Stop, Hide). */
interface Props {
  paused: boolean;
  onToggle: () => void;
  className?: string | undefined;
  /** Accessible names for each state, e.g. 'Pausar a troca…' / 'Retomar a troca…'. */
  pauseLabel: string;
  resumeLabel: string;
}

export function PauseButton({ paused, onToggle, className, pauseLabel, resumeLabel }: Props) {
  return (
    <button type="button" className={className} aria-label={paused ? resumeLabel : pauseLabel} onClick={onToggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zm6 0h4v14h-4z" />}
      </svg>
    </button>
  );
}
