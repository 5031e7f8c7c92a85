import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Fact, FactList } from './fact-list';
import { StatusChip } from './status-chip';
import { cardLinkProps, useCardOpen } from './use-card-open';

export interface CardAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Shows the action disabled, with this reason as its tooltip and description (it stays focusable to read it). */
  disabledReason?: string;
}

/** An action that cannot run for a reason the user should learn: focusable, aria-disabled, explained. */
function ExplainedDisabledItem({ action }: { action: CardAction }) {
  return (
    <Tooltip title={action.disabledReason} describeChild placement="left">
      <MenuItem aria-disabled="true" sx={{ opacity: 0.6, cursor: 'not-allowed' }}>
        {action.label}
      </MenuItem>
    </Tooltip>
  );
}

/** An icon button of a card beside its edit icon (a plan card's Duplicate): its accessible name is `label`. */
export interface CardIconAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

interface Props {
  title: string;
  subtitle?: ReactNode;
  status?: string;
  /** A badge of its own in place of the status chip (plans colour their statuses differently). */
  statusBadge?: ReactNode;
  /** Label: value lines of the card. */
  details?: Fact[];
  /** Opens the record's page (only when the user may read it). */
  href?: string;
  /** The card's menu; hidden when empty. */
  actions?: CardAction[];
  /** An edit icon at the top right ("edit icon only with UPDATE"); absent when not given. */
  onEdit?: () => void;
  /** The edit icon's accessible name; 'Edit {title}' when not given. */
  editLabel?: string;
  /** More icon buttons, left of the edit icon. */
  iconActions?: CardIconAction[];
  children?: ReactNode;
}

/**
 * A record in a list: title, status badge, details, an optional link to its page and a menu of actions.
 * With a page, a click on the card opens it, but its text stays selectable (useCardOpen).
 */
export function RecordCard({
  title,
  subtitle,
  status,
  statusBadge,
  details = [],
  href,
  actions = [],
  onEdit,
  editLabel,
  iconActions = [],
  children,
}: Props) {
  // Icons sit at the top right, 40 px apart: the menu, then the edit icon, then the others.
  const iconCount = (actions.length > 0 ? 1 : 0) + (onEdit ? 1 : 0);
  const rightOf = (index: number) => 8 + 40 * index;
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const cardOpen = useCardOpen(href ? () => navigate(href) : undefined);
  const body = (
    <CardContent
      {...cardOpen}
      sx={{
        pr: 2 + 4 * (iconCount + iconActions.length),
        ...(href && { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {href ? (
            <Link {...cardLinkProps(href)} color="inherit" underline="hover">
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        {statusBadge ?? (status && <StatusChip status={status} />)}
      </Box>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
      {details.length > 0 && (
        <FactList
          facts={details}
          sx={{
            mt: 1.5,
            // A label takes at most 40% of a narrow card (its words wrap), so a value keeps room for whole words:
            // with 'auto 1fr' a long label squeezed the value until names broke mid-word ('Coordinato / r').
            gridTemplateColumns: 'minmax(min-content, 40%) minmax(0, 1fr)',
            rowGap: 0.5,
          }}
        />
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%' }}>
      {body}
      {children}
      {onEdit && (
        <IconButton
          aria-label={editLabel ?? `Edit ${title}`}
          onClick={onEdit}
          sx={{ position: 'absolute', top: 8, right: actions.length > 0 ? 48 : 8 }}
        >
          <EditOutlinedIcon />
        </IconButton>
      )}
      {iconActions.map((action, index) => (
        <IconButton
          key={action.label}
          aria-label={action.label}
          onClick={action.onClick}
          sx={{ position: 'absolute', top: 8, right: rightOf(iconCount + index) }}
        >
          {action.icon}
        </IconButton>
      ))}
      {actions.length > 0 && (
        <>
          <IconButton
            aria-label={`Actions for ${title}`}
            aria-haspopup="menu"
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          >
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
            {actions.map((action) =>
              action.disabledReason ? (
                <ExplainedDisabledItem key={action.label} action={action} />
              ) : (
                <MenuItem
                  key={action.label}
                  disabled={action.disabled}
                  onClick={() => {
                    setMenuAnchor(null);
                    action.onClick();
                  }}
                >
                  {action.label}
                </MenuItem>
              ),
            )}
          </Menu>
        </>
      )}
    </Card>
  );
}
