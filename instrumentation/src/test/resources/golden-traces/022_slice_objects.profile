lines 251
sha256 ad35f56a1e1cd19a0b466d92e10c2bb3bc69d49f1093955ded4c5d15b434fd3e
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 indices
c_return <module> 4 indices
c_call <module> 4 indices
c_return <module> 4 indices
c_call <module> 4 indices
c_return <module> 4 indices
c_call <module> 4 indices
c_return <module> 4 indices
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 9 __build_class__
call Recorder 9
return Recorder 10
c_return <module> 9 __build_class__
call __getitem__ 10
return __getitem__ 11
call __getitem__ 10
return __getitem__ 11
call __getitem__ 10
return __getitem__ 11
call __getitem__ 10
return __getitem__ 11
call __getitem__ 10
