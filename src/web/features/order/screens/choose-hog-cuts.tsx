import { PATHS, headingFor } from '../../../paths';
import { CutsScreen } from '../components/cuts-screen';

/** DESIGN decision 2: the hog flow goes from cuts straight to the review. */
export default function ChooseHogCutsPage() {
  return <CutsScreen animal="Hog" {...headingFor(PATHS.hogCuts)} nextPath={PATHS.reviewOrder} />;
}
