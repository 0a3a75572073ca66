lines 173
sha256 273a15545df3c818d6f1591fc910b30d1ca7c91a375f710cdf37e7725e52a07d
call <module> 0
c_call <module> 3 append
c_return <module> 3 append
c_call <module> 4 extend
c_return <module> 4 extend
c_call <module> 5 insert
c_return <module> 5 insert
c_call <module> 6 insert
c_return <module> 6 insert
c_call <module> 7 insert
c_return <module> 7 insert
c_call <module> 8 len
c_return <module> 8 len
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 9 pop
c_return <module> 9 pop
c_call <module> 9 pop
c_return <module> 9 pop
c_call <module> 9 pop
c_return <module> 9 pop
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 10 remove
c_return <module> 10 remove
c_call <module> 11 index
c_return <module> 11 index
c_call <module> 11 count
c_return <module> 11 count
c_call <module> 11 print
