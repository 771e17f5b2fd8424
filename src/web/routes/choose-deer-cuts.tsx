import { CutsScreen } from '../components/cuts-screen';
import { PATHS } from '../paths';

export default function ChooseDeerCutsPage() {
  return <CutsScreen animal="Deer" title="Choose Deer Cuts" subtitle="Basic cut and wrap is $125" nextPath={PATHS.addons} />;
}
