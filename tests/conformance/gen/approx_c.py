import subprocess
print(open('approx.pre.c').read())
print(subprocess.run(['python3','approx.py','c'],capture_output=True,text=True).stdout)
for n in ['conf_approx','conf_approx_tanh']:
    print("int ref_%s(RefArgs *a, char *err, size_t errlen)\n{\n\treturn approx_fill(a, %s, NELEM(%s), %s_val, err, errlen);\n}\n"%(n,n,n,n))
