import { CutsScreen } from '../components/cuts-screen';
import { PATHS } from '../paths';

/** DESIGN decision 2: the hog flow goes from cuts straight to the review. */
export default function ChooseHogCutsPage() {
  return <CutsScreen animal="Hog" title="Choose Hog Cuts" subtitle="Select the cuts you want processed" nextPath={PATHS.reviewOrder} />;
}
