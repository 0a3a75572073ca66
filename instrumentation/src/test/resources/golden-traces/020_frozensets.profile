lines 265
sha256 0585f293436e6c48f8dbce71f70a838a98147fd0b763388ed8481c07025481c0
call <module> 0
c_call <module> 4 len
c_return <module> 4 len
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 union
c_return <module> 6 union
c_call <module> 6 intersection
c_return <module> 6 intersection
c_call <module> 6 issubset
c_return <module> 6 issubset
c_call <module> 6 isdisjoint
c_return <module> 6 isdisjoint
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 hash
c_return <module> 7 hash
c_call <module> 7 hash
c_return <module> 7 hash
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 15 len
c_return <module> 15 len
c_call <module> 15 print
