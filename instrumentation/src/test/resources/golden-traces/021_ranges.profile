lines 111
sha256 64ae12c47232e923d01aebb68b7a5564ecc139eac29a88e3f2f8c5c292ad70d8
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 len
c_return <module> 5 len
c_call <module> 5 len
c_return <module> 5 len
c_call <module> 5 len
c_return <module> 5 len
c_call <module> 5 len
c_return <module> 5 len
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 8 index
c_return <module> 8 index
c_call <module> 8 index
c_return <module> 8 index
c_call <module> 8 count
c_return <module> 8 count
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 10 sum
