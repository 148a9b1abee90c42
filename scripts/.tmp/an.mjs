import * as esbuild from 'esbuild';
const r = await esbuild.build({ entryPoints: ['web/main.js'], bundle: true, format: 'esm', splitting: true, outdir: '/tmp/anout', minify: true, metafile: true, write: true, external: ['*.wasm'], logLevel: 'silent', loader: {'.wasm':'file'} }).catch(e=>{console.log(e.message);process.exit(1)});
const outs = r.metafile.outputs;
for (const [f,o] of Object.entries(outs)) {
  if (!/app|main|chunk/.test(f)) continue;
  const ins = Object.entries(o.inputs).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput);
  console.log(f, o.bytes, ins.slice(0,25).map(([k,v])=>k.replace('web/','')+':'+v.bytesInOutput).join(' '));
}
