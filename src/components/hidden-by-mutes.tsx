// The line above a listing whose deals the member's mutes hide in part: "3 hidden by your mutes — show",
// whose button shows them (and hides them again).
import { HIDE_MUTED, hiddenByMutes, SHOW_MUTED } from '@shared/discovery/follows-texts';
import './hidden-by-mutes.css';

interface HiddenByMutesLineProps {
  hidden: number;
  shown: boolean;
  onToggle: () => void;
}

export function HiddenByMutesLine({ hidden, shown, onToggle }: HiddenByMutesLineProps) {
  if (hidden === 0) return null;
  return (
    <p className="hidden-by-mutes" role="status">
      {hiddenByMutes(hidden)} —{' '}
      <button type="button" className="link-button" aria-pressed={shown} onClick={onToggle}>
        {shown ? HIDE_MUTED : SHOW_MUTED}
      </button>
    </p>
  );
}
