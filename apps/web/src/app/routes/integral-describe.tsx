import Screen from '../../features/points/components/points-describe-screen';

/** /integral/describe: how the store's points programme works. */
export default function IntegralDescribeRoute() {
  return <Screen />;
}
