import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { EntityName } from '@school/contract/access';
import { DEFAULT_LIST_SORT, LIST_SORT_LABELS, LIST_SORTS, type ListSort } from '@school/contract/list-sort';
import { Fragment, type ReactNode, useEffect, useEffectEvent, useId, useState } from 'react';
import type { CsvPath, ListPathOf } from '../lib/api-types';
import { downloadText, pageQuery } from '../lib/crud';
import { http } from '../lib/http';
import { usePrivileges } from '../lib/privileges';
import type { Screen } from '../lib/routes';
import { MESSAGES, PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '@school/contract/constants';
import { useUrlListState } from '../lib/use-url-list-state';
import { CardGrid } from './card-grid';
import { PageHeader } from './page-header';

export interface ListFilter {
  /** The query parameter sent to the API and kept in the URL. */
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Filters that depend on this one, cleared when it changes (the subject of a class). */
  clears?: readonly string[];
  /** Why the filter cannot be used yet ('Choose a tier plan first'); shown disabled with this as help. */
  disabledReason?: string;
  /** Shows its 'no filter' choice when nothing is chosen (the plan lists' 'All'), rather than an empty field. */
  showAll?: boolean;
}

/** A listed record: its id keys its card. */
interface Listed {
  id: string | number;
}

export interface ListScreenProps<T extends Listed> {
  /** The route's screen: its title heads the list and its entity gates Add. */
  screen: Pick<Screen, 'title' | 'entity'>;
  breadcrumbs?: { label: string; href: string }[];
  /** The entity whose CREATE shows Add, when the list's records are not the screen's own entity. */
  entity?: EntityName;
  /** The API path of the list (its records are of type T), also the base of its query keys. */
  path: ListPathOf<T>;
  /** The generic list's page size unless the spec gives the screen its own. */
  pageSize?: number;
  /** Query parameter of the search text: 'name' for most lists, 'searchKey' for staff and roles. */
  searchParam?: string;
  /** 'Search schools' from the title 'Schools' unless given. */
  searchLabel?: string;
  filters?: ListFilter[];
  /** Parameters always sent (for example a fixed status). */
  fixedParams?: Record<string, string | number>;
  addLabel?: string;
  /** Shown only to a user holding CREATE on the entity. */
  onAdd?: () => void;
  /** More page actions (import); shown beside Add. */
  actions?: ReactNode;
  /**
   * A 'Download CSV' button: GET of this path with the list's current search, filters and order (no page), saved
   * as `download.fileName`.
   */
  download?: { path: CsvPath; fileName: () => string };
  renderItem: (item: T) => ReactNode;
  /** The card's key; the record's id unless given. */
  itemKey?: (item: T) => string | number;
  /** Cards per row at medium width and above. */
  columns?: 1 | 2 | 3;
  /** Dialogs of the screen. */
  children?: ReactNode;
  /** The 'Sort by' choice; true unless the list's API has no order to choose. */
  sortable?: boolean;
  /** The search box; true unless the list has nothing to search by name (a user's own goal settings). */
  searchable?: boolean;
  /** Shown at the top of the filter panel (the plan lists' breadcrumb of chosen filters). */
  filterPanelHeader?: ReactNode;
  /** On small screens the filter panel starts collapsed behind a 'Filters' button above the cards. */
  collapsibleFilters?: boolean;
  /** Shown between the search and the cards (the plan lists' Change View). */
  toolbar?: ReactNode;
}

/**
 * The generic list screen: debounced search (Enter searches at once), filters on the left
 * (Clear all clears the search too), Add with CREATE, a card grid, a one-based pager, 'No Data available'
 * when empty, a loading state, and an empty list on failure (the HTTP client shows the error toast).
 * Search, filters and page live in the URL.
 */
export function ListScreen<T extends Listed>(props: ListScreenProps<T>) {
  const {
    screen,
    breadcrumbs,
    path,
    pageSize = PAGE_SIZES.genericList,
    filters = [],
    columns = 2,
    sortable = true,
  } = props;
  const { title } = screen;
  const entity = props.entity ?? screen.entity;
  const searchable = props.searchable ?? true;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const { can } = usePrivileges();
  const state = useUrlListState(filters.map((filter) => filter.name));
  const [searchText, setSearchText] = useState(state.search);
  function searchNow(text: string) {
    if (text.trim() !== state.search) state.setSearch(text);
  }
  const searchAfterTyping = useEffectEvent(searchNow);
  // The spec's 1 s debounce is for typing; Enter searches at once, and the timer then finds nothing to do.
  useEffect(() => {
    const timer = setTimeout(() => searchAfterTyping(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  function handleClearAll() {
    setSearchText('');
    state.clearAll();
  }

  const params = {
    page: state.page - 1,
    size: pageSize,
    [props.searchParam ?? 'name']: state.search || undefined,
    sort: !sortable || state.sort === DEFAULT_LIST_SORT ? undefined : state.sort,
    ...state.filters,
    ...props.fixedParams,
  };
  const { data, isPending, isError, isFetching } = useQuery(pageQuery<T>(path, params));
  const [downloading, setDownloading] = useState(false);

  async function handleDownload(download: NonNullable<ListScreenProps<T>['download']>) {
    const { page: _page, size: _size, ...query } = params;
    setDownloading(true);
    try {
      downloadText(await http.csv(download.path, query), download.fileName());
    } catch {
      // The HTTP client showed why.
    } finally {
      setDownloading(false);
    }
  }
  const items = isError ? [] : (data?.content ?? []);
  const totalPages = isError ? 0 : (data?.totalPages ?? 0);
  const hasFilters = searchText.trim() !== '' || filters.some((filter) => state.filters[filter.name]);

  const searchId = `${path.replaceAll('/', '-')}-search`;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs ?? [{ label: 'Home', href: '/dashboard' }]}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {props.actions}
            {props.download && (
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={downloading}
                onClick={() => props.download && void handleDownload(props.download)}
              >
                Download CSV
              </Button>
            )}
            {props.onAdd && can(entity, 'CREATE') && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
                {props.addLabel ?? 'Add'}
              </Button>
            )}
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}>
        {filters.length > 0 && (
          <Paper
            component="aside"
            aria-label="Filters"
            variant="outlined"
            sx={{ p: 2, width: { xs: '100%', md: 260 }, flexShrink: 0, display: 'grid', gap: 2 }}
          >
            {props.filterPanelHeader}
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                Filters
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <Button size="small" onClick={handleClearAll} disabled={!hasFilters}>
                  Clear all
                </Button>
                {props.collapsibleFilters && (
                  <Button
                    size="small"
                    aria-expanded={filtersOpen}
                    aria-controls={filtersId}
                    onClick={() => setFiltersOpen((open) => !open)}
                    sx={{ display: { md: 'none' } }}
                  >
                    {filtersOpen ? 'Hide filters' : 'Show filters'}
                  </Button>
                )}
              </Box>
            </Box>
            <Box
              id={filtersId}
              sx={{
                display: props.collapsibleFilters && !filtersOpen ? { xs: 'none', md: 'grid' } : 'grid',
                gap: 2,
              }}
            >
              {filters.map((filter) => (
                <TextField
                  key={filter.name}
                  select
                  size="small"
                  label={filter.label}
                  value={state.filters[filter.name] ?? ''}
                  onChange={(event) => state.setFilter(filter.name, event.target.value, filter.clears)}
                  disabled={Boolean(filter.disabledReason)}
                  helperText={filter.disabledReason}
                  slotProps={{
                    select: {
                      displayEmpty: filter.showAll,
                      MenuProps: { slotProps: { paper: { sx: { maxHeight: 224, width: 250 } } } },
                    },
                    inputLabel: filter.showAll ? { shrink: true } : undefined,
                    // The reason stays readable (full contrast) while its field is disabled.
                    formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
                  }}
                >
                  <MenuItem value="">All</MenuItem>
                  {filter.options.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
          </Paper>
        )}
        <Box component="section" aria-label={`${title} list`} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            {searchable && (
              <TextField
                id={searchId}
                type="search"
                label={props.searchLabel ?? `Search ${title.toLowerCase()}`}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') searchNow(searchText);
                }}
                size="small"
                fullWidth
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon aria-hidden />
                      </InputAdornment>
                    ),
                    endAdornment:
                      isFetching && !isPending ? <CircularProgress size={18} aria-label="Loading" /> : undefined,
                  },
                }}
              />
            )}
            {sortable && (
              <TextField
                select
                id={`${searchId}-sort`}
                size="small"
                label="Sort by"
                value={state.sort}
                onChange={(event) => state.setSort(event.target.value as ListSort)}
                sx={{ width: { xs: '100%', sm: 190 }, flexShrink: 0 }}
              >
                {LIST_SORTS.map((sort) => (
                  <MenuItem key={sort} value={sort}>
                    {LIST_SORT_LABELS[sort]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
          {props.toolbar}
          {isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label={`Loading ${title}`} />
            </Box>
          ) : (
            <CardGrid columns={columns} from="md">
              {items.map((item) => (
                <Fragment key={props.itemKey?.(item) ?? item.id}>{props.renderItem(item)}</Fragment>
              ))}
            </CardGrid>
          )}
          {totalPages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={totalPages}
                page={Math.min(state.page, totalPages)}
                onChange={(_event, next) => state.setPage(next)}
                color="primary"
                siblingCount={0}
                getItemAriaLabel={(type, page) => (type === 'page' ? `Page ${page}` : `Go to ${type} page`)}
              />
            </Box>
          )}
          {!isError && data?.totalElementsIsLowerBound && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
              {MESSAGES.moreMatchesThanCounted(data.totalElements)}
            </Typography>
          )}
        </Box>
      </Box>
      {props.children}
    </>
  );
}
