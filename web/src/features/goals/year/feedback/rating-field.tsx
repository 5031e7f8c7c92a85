import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GOAL_RATING } from '@school/contract/goals/goal-rules';

const RATINGS = Array.from({ length: GOAL_RATING.max - GOAL_RATING.min + 1 }, (_, index) => GOAL_RATING.min + index);

/** A rating as typed: a whole number 1 to 4, anything else (another number, text) is no rating. */
export function ratingOf(value: string): number | null {
  const rating = Number(value);
  return Number.isInteger(rating) && rating >= GOAL_RATING.min && rating <= GOAL_RATING.max && value !== ''
    ? rating
    : null;
}

/** '2.5 of 4', or 'Not rated'. */
export const ratingText = (rating: number | null) =>
  rating === null ? 'Not rated' : `${Number.isInteger(rating) ? rating : rating.toFixed(2)} of ${GOAL_RATING.max}`;

interface Props {
  goalNumber: number;
  rating: number | null;
  editable: boolean;
  onChange: (rating: number | null) => void;
  /** The rating shown is the peers' average (read-only). */
  label?: string;
}

/**
 * A goal's rating: a choice of 1 to 4 (so no other value can be entered; a native select, the phone's own picker)
 * named 'Rating for Goal n', or the rating as text when it cannot change.
 */
export function RatingField({ goalNumber, rating, editable, onChange, label = 'Rating' }: Props) {
  if (!editable) {
    return (
      <Typography variant="body2">
        <Typography component="span" variant="body2" color="text.secondary">
          {label}:{' '}
        </Typography>
        {ratingText(rating)}
      </Typography>
    );
  }
  return (
    <TextField
      select
      label={`Rating for Goal ${goalNumber}`}
      value={rating === null ? '' : String(rating)}
      onChange={(event) => onChange(ratingOf(event.target.value))}
      size="small"
      // Beside the goal on wide screens, the whole width on a phone.
      sx={{ flex: '0 0 auto', width: { xs: '100%', sm: 200 } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Not rated</option>
      {RATINGS.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </TextField>
  );
}
