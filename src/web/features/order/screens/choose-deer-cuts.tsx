import { paths } from '../../../app/paths';
import { headingFor } from '../screen-headings';
import { CutsScreen, deerCutsSubtitle } from '../components/cuts-screen';

export default function ChooseDeerCutsPage() {
  return (
    <CutsScreen
      animal="Deer"
      title={headingFor(paths.deerCuts.path).title}
      subtitle={deerCutsSubtitle}
      nextPath={paths.addons.getHref()}
    />
  );
}
