import { paths } from '../../../app/paths';
import { headingFor } from '../screen-headings';
import { CutsScreen } from '../components/cuts-screen';

/** docs/customer-flow.md decision 2: the hog flow goes from cuts straight to the review. */
export default function ChooseHogCutsPage() {
  return <CutsScreen animal="Hog" {...headingFor(paths.hogCuts.path)} nextPath={paths.reviewOrder.getHref()} />;
}
