lines 219
sha256 b86bbebc3760d13ccbe6a45e0121f6171f389f1a8a2bfa91b79b266dfb86bfac
call <module> 0
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 6 __build_class__
call Plain 6
return Plain 10
c_return <module> 6 __build_class__
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 14 __build_class__
call NoAnnotations 14
return NoAnnotations 15
c_return <module> 14 __build_class__
c_call <module> 16 hasattr
c_return <module> 16 hasattr
c_call <module> 16 print
c_return <module> 16 print
c_call <module> 18 __build_class__
call Namespace 18
return Namespace 22
c_return <module> 18 __build_class__
c_call <module> 26 __build_class__
call Prepared 26
return Prepared 28
c_return <module> 26 __build_class__
c_call <module> 34 __build_class__
call __prepare__ 27
return __prepare__ 32
call Fresh 34
call __getitem__ 22
