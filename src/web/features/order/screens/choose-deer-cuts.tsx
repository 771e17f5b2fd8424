import { PATHS, headingFor } from '../../../paths';
import { CutsScreen } from '../components/cuts-screen';

export default function ChooseDeerCutsPage() {
  return <CutsScreen animal="Deer" {...headingFor(PATHS.deerCuts)} nextPath={PATHS.addons} />;
}
