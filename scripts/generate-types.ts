import { writeFileSync } from 'node:fs';
import { generateSiteTypes, generatedTypesPath } from './site-types.ts';

writeFileSync(generatedTypesPath, await generateSiteTypes());
console.log(`wrote ${generatedTypesPath}`);
