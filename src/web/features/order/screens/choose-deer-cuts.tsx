import { PATHS, headingFor } from '../../../paths';
import { CutsScreen, deerCutsSubtitle } from '../components/cuts-screen';

export default function ChooseDeerCutsPage() {
  return (
    <CutsScreen
      animal="Deer"
      title={headingFor(PATHS.deerCuts).title}
      subtitle={deerCutsSubtitle}
      nextPath={PATHS.addons}
    />
  );
}
