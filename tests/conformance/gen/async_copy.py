from common import *
t=T(); E=0xeeeeeeee
w={0:(1004,"cp.async.ca 4 bytes <- src[4]"),1:(E,"untouched (fill pattern)"),2:(1006,"cp.async.ca 8 bytes <- src[6]"),3:(1007,"  src[7]")}
for i in range(4): w[4+i]=(1008+i,"cp.async.cg 16 bytes <- src[%d]"%(8+i))
w[8]=(1012,"cp.async.cg 16, src-size 8 <- src[12]"); w[9]=(1013,"  src[13]"); w[10]=(0,"  zero-filled (bytes 8..15 beyond src-size)"); w[11]=(0,"  zero-filled")
for i in range(4): w[12+i]=(0,"cp.async.ca 16, src-size 0: all zero-filled")
w[16]=(1020,"cp.async.ca 8, src-size 4 <- src[20]"); w[17]=(0,"  zero-filled")
for i in range(18,31): w[i]=(E,"untouched")
w[31]=(1009,"word 5 read after cp.async.wait_group 1 (first group complete) = src[9]")
for i in range(16): w[32+i]=(1032+i,"cp.async.bulk 64 bytes <- src[%d], completed on the mbarrier"%(32+i))
for i in range(48,64): w[i]=(E,"untouched")
for i in range(64): t.v(w[i][0],"smem word %d: %s"%(i,w[i][1]))
print(t.emit("conf_async_copy"))
