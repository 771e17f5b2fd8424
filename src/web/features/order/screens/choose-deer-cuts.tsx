import { CutsScreen } from '../components/cuts-screen';
import { PATHS, headingFor } from '../../../paths';

export default function ChooseDeerCutsPage() {
  return <CutsScreen animal="Deer" {...headingFor(PATHS.deerCuts)} nextPath={PATHS.addons} />;
}
