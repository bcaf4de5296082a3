// Load generator process of the overhead benchmark (pinned to its own core by the runner):
// runs autocannon with the options given as JSON in argv[2] and prints its result as JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}') as autocannon.Options;
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
