lines 569
sha256 6b48d6388f92b7e426bc9a3589f694d1ddecf99721522af0a6aa97234bccec76
call <module> 0
c_call <module> 2 __build_class__
call SparseVector 2
return SparseVector 34
c_return <module> 2 __build_class__
call __init__ 3
return __init__ 5
call __setitem__ 18
call _check 8
c_call _check 9 isinstance
c_return _check 9 isinstance
return _check 15
return __setitem__ 21
call __setitem__ 18
call _check 8
c_call _check 9 isinstance
c_return _check 9 isinstance
return _check 15
return __setitem__ 21
call __setitem__ 18
call _check 8
c_call _check 9 isinstance
c_return _check 9 isinstance
return _check 15
return __setitem__ 21
c_call <module> 40 len
call __len__ 6
return __len__ 7
c_return <module> 40 len
call __getitem__ 16
