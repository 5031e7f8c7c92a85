import type { Screen } from '../../app/route-table';
import ComingSoonPage from '../placeholder/coming-soon-page';

// Scaffold: replaced by the screen's real page.
export default function Page({ screen }: { screen: Screen }) {
  return <ComingSoonPage title={screen.title} />;
}
